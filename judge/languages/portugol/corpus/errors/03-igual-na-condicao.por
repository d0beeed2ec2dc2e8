programa {
  funcao inicio() {
    inteiro x
    leia(x)
    se (x = 5) {
      escreva("cinco\n")
    }
  }
}
