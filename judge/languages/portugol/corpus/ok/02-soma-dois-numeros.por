programa {
  funcao inicio() {
    inteiro a, b, soma
    escreva("Digite dois números: ")
    leia(a, b)
    soma = a + b
    escreva("\nA soma de ", a, " e ", b, " é ", soma, "\n")
  }
}
