programa {
  inclua biblioteca Matematica --> mat

  funcao inicio() {
    escreva(mat.raiz_quadrada(81), "\n")
  }
}
