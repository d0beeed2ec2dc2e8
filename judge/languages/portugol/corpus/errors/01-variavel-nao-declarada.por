programa {
  funcao inicio() {
    inteiro a = 2, b = 3
    escreva(a + b, "\n")
    soma = a + b
    escreva(soma, "\n")
  }
}
