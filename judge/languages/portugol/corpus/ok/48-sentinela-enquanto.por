programa {
  funcao inicio() {
    real nota, soma = 0.0
    inteiro quantidade = 0
    real maior = -1
    leia(nota)
    enquanto (nota >= 0) {
      soma = soma + nota
      quantidade = quantidade + 1
      se (nota > maior) {
        maior = nota
      }
      leia(nota)
    }
    se (quantidade > 0) {
      escreva("Notas: ", quantidade, "\n")
      escreva("Média: ", soma / quantidade, "\n")
      escreva("Maior: ", maior, "\n")
    } senao {
      escreva("Nenhuma nota\n")
    }
  }
}
