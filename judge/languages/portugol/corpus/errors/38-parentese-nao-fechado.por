programa {
  funcao inicio() {
    inteiro n = 4
    se (n % 2 == 0 {
      escreva("par\n")
    }
  }
}
