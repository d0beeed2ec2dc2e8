programa {
  funcao inicio() {
    para (inteiro i = 0, i < 5, i++) {
      escreva(i, "\n")
    }
  }
}
