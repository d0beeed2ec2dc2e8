programa {
  funcao inicio() {
    inteiro total = 0
    leia(total)
    inteiro total = total * 2
    escreva(total, "\n")
  }
}
