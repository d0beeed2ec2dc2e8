programa {
  funcao real calcular_media(real a, real b) {
    retorne (a + b) / 2
  }

  funcao inicio() {
    escreva(calcularMedia(7, 8), "\n")
  }
}
