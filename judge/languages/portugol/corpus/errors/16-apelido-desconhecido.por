programa {
  funcao inicio() {
    escreva(mat.potencia(2, 3), "\n")
  }
}
