programa {
  funcao inicio() {
    inteiro n, a = 0, b = 1, proximo
    leia(n)
    para (inteiro i = 1; i <= n; i++) {
      escreva(a)
      se (i < n) {
        escreva(", ")
      }
      proximo = a + b
      a = b
      b = proximo
    }
    escreva("\n")
  }
}
