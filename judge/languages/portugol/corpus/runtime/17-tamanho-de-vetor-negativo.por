programa {
  funcao inicio() {
    inteiro n
    escreva("quantos? ")
    leia(n)
    inteiro v[n]
    escreva(n, "\n")
  }
}
