programa {
  funcao inicio() {
    real a, b
    caracter op
    inteiro contas
    leia(contas)
    para (inteiro k = 0; k < contas; k++) {
      leia(a, op, b)
      escolha (op) {
        caso '+':
          escreva(a + b, "\n")
          pare
        caso '-':
          escreva(a - b, "\n")
          pare
        caso '*':
          escreva(a * b, "\n")
          pare
        caso '/':
          escreva(a / b, "\n")
          pare
        caso contrario:
          escreva("operação inválida: ", op, "\n")
      }
    }
  }
}
