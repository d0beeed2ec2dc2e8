programa {
  funcao inicio() {
    inteiro n
    leia(n)
    inteiro v[n]
    inteiro soma = 0
    para (inteiro i = 0; i < n; i++) {
      leia(v[i])
      soma += v[i]
    }
    real media = soma / n
    real mediaReal = soma / (n * 1.0)
    escreva("Soma: ", soma, "\n")
    escreva("Média inteira: ", media, "\n")
    escreva("Média real: ", mediaReal, "\n")
  }
}
