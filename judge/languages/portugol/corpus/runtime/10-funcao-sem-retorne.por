programa {
  funcao cadeia sinal(inteiro n) {
    se (n > 0) {
      retorne "positivo"
    } senao se (n == 0) {
      retorne "zero"
    }
  }

  funcao inicio() {
    inteiro x
    leia(x)
    escreva(sinal(x), "\n")
    leia(x)
    escreva(sinal(x), "\n")
  }
}
