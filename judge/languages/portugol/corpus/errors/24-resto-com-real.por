programa {
  funcao inicio() {
    real x = 7.5
    inteiro r = x % 2
    escreva(r, "\n")
  }
}
