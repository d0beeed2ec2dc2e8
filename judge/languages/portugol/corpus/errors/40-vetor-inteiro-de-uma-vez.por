programa {
  funcao inicio() {
    inteiro v[10]
    v = 0
    escreva(v[0], "\n")
  }
}
