programa {
  funcao inteiro somaDivisores(inteiro n) {
    inteiro soma = 0
    para (inteiro d = 1; d <= n / 2; d++) {
      se (n % d == 0) {
        soma += d
      }
    }
    retorne soma
  }

  funcao inicio() {
    inteiro limite
    leia(limite)
    para (inteiro n = 2; n <= limite; n++) {
      se (somaDivisores(n) == n) {
        escreva(n, " é perfeito\n")
      }
    }
  }
}
