programa {
  inclua biblioteca Matematica --> mat

  funcao inicio() {
    escreva(mat.potenica(2, 8), "\n")
  }
}
