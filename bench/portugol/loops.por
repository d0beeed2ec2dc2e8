// Nested loops with integer arithmetic: the sum of (i * j) % 7 over an n × n grid.
programa {
  funcao inicio() {
    inteiro n
    leia(n)
    inteiro soma = 0
    para (inteiro i = 0; i < n; i++) {
      para (inteiro j = 0; j < n; j++) {
        soma = soma + (i * j) % 7
      }
    }
    escreva(soma, "\n")
  }
}
