programa {
  inclua biblioteca Matematicas --> mat

  funcao inicio() {
    escreva(mat.PI, "\n")
  }
}
