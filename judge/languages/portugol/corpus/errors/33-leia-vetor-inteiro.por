programa {
  funcao inicio() {
    inteiro v[5]
    leia(v)
    escreva(v[0], "\n")
  }
}
