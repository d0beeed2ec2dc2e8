programa {
  funcao inicio() {
    real x = 3,5
    escreva(x, "\n")
  }
}
