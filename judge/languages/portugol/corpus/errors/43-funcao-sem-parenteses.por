programa {
  funcao inteiro lerNumero() {
    retorne 42
  }

  funcao inicio() {
    escreva(lerNumero, "\n")
  }
}
