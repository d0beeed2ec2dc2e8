programa {
  funcao inicio() {
    inteiro x
    x == 5
    escreva(x, "\n")
  }
}
