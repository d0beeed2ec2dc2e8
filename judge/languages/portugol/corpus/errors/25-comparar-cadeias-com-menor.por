programa {
  funcao inicio() {
    cadeia a, b
    leia(a, b)
    se (a < b) {
      escreva(a, " vem antes\n")
    }
  }
}
