programa {
  funcao inicio() {
    inteiro x = 3
    real quadrado
    quadrado = potencia(x, 2)
    escreva(quadrado, "\n")
  }
}
