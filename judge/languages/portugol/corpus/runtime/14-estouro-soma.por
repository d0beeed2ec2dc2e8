programa {
  funcao inicio() {
    inteiro a, b
    leia(a, b)
    escreva("somando\n")
    inteiro c = a + b
    escreva(c, "\n")
  }
}
