programa {
  funcao inicio() {
    inteiro d
    leia(d)
    escreva("testando\n")
    se (17 % d == 0) {
      escreva("divide\n")
    }
  }
}
