programa {
  funcao inicio() {
    inteiro n
    real soma = 0.0
    real divisor = 0.0
    leia(n)
    escreva("media de ", n, " notas\n")
    // esqueceu de contar as notas: o divisor continua 0.0
    soma = soma + 7.5
    escreva(soma / divisor, "\n")
  }
}
