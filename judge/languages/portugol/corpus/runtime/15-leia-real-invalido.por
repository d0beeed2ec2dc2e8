programa {
  funcao inicio() {
    real x
    para (inteiro i = 0; i < 3; i++) {
      leia(x)
      escreva(x, "\n")
    }
  }
}
