programa {
  funcao inicio() {
    inteiro caso = 1
    escreva(caso, "\n")
  }
}
