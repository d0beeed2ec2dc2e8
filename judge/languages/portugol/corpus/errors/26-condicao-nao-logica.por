programa {
  funcao inicio() {
    inteiro n
    leia(n)
    enquanto (n) {
      escreva(n, "\n")
      n--
    }
  }
}
