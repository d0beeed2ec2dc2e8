programa {
  funcao inicio() {
    inteiro x = 1
    para (inteiro i = 0; i < 20; i++) {
      escreva(x, "\n")
      x *= 10
    }
  }
}
