programa {
  funcao inicio() {
    inteiro x = 2147483646
    enquanto (verdadeiro) {
      escreva(x, "\n")
      x++
    }
  }
}
