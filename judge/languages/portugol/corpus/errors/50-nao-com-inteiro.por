programa {
  funcao inicio() {
    inteiro x = 0
    se (nao x) {
      escreva("zero\n")
    }
  }
}
