programa {
  funcao inicio() {
    inteiro notas[] = {7, 8, 9}
    escreva(notas, "\n")
  }
}
