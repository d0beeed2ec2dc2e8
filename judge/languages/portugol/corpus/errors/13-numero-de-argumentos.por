programa {
  funcao inteiro somar(inteiro a, inteiro b) {
    retorne a + b
  }

  funcao inicio() {
    escreva(somar(1, 2, 3), "\n")
  }
}
