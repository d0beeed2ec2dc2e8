programa {
  funcao inicio() {
    inteiro n
    real x
    leia(n)
    para (inteiro i = 0; i < n; i++) {
      leia(x)
      escreva(x, "\n")
    }
  }
}
