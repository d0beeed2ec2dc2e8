programa {
  funcao inicio() {
    inteiro opcao
    real saldo = 0
    real valor
    faca {
      leia(opcao)
      escolha (opcao) {
        caso 1:
          leia(valor)
          saldo += valor
          escreva("Depósito de ", valor, "\n")
          pare
        caso 2:
          leia(valor)
          se (valor > saldo) {
            escreva("Saldo insuficiente\n")
          } senao {
            saldo -= valor
            escreva("Saque de ", valor, "\n")
          }
          pare
        caso 3:
          escreva("Saldo: ", saldo, "\n")
          pare
        caso 0:
          escreva("Tchau!\n")
          pare
        caso contrario:
          escreva("Opção inválida\n")
      }
    } enquanto (opcao != 0)
  }
}
