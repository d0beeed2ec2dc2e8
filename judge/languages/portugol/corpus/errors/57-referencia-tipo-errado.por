programa {
  funcao incrementar(inteiro &n) {
    n = n + 1
  }

  funcao inicio() {
    real x = 1.5
    incrementar(x)
    escreva(x, "\n")
  }
}
