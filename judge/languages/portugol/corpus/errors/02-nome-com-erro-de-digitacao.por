programa {
  funcao inicio() {
    inteiro contador = 0
    enquanto (contador < 3) {
      escreva(contador, "\n")
      contdor++
    }
  }
}
