programa {
  funcao inicio() {
    inteiro contagem[6]
    inteiro n, voto
    leia(n)
    para (inteiro i = 0; i < n; i++) {
      leia(voto)
      se (voto >= 1 e voto <= 5) {
        contagem[voto]++
      } senao {
        contagem[0]++
      }
    }
    para (inteiro opcao = 1; opcao <= 5; opcao++) {
      escreva(opcao, ": ")
      para (inteiro k = 0; k < contagem[opcao]; k++) {
        escreva("*")
      }
      escreva(" (", contagem[opcao], ")\n")
    }
    escreva("inválidos: ", contagem[0], "\n")
  }
}
