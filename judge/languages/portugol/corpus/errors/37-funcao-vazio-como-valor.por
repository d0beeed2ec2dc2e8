programa {
  funcao mostrar(inteiro x) {
    escreva(x, "\n")
  }

  funcao inicio() {
    inteiro y = mostrar(5)
  }
}
