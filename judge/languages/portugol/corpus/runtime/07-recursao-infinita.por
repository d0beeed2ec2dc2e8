programa {
  funcao inteiro somaAte(inteiro n) {
    retorne n + somaAte(n - 1)
  }

  funcao inicio() {
    inteiro n
    leia(n)
    escreva("calculando\n")
    escreva(somaAte(n), "\n")
  }
}
