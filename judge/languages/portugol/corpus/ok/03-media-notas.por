programa {
  funcao inicio() {
    real n1, n2, n3, n4, media
    leia(n1, n2, n3, n4)
    media = (n1 + n2 + n3 + n4) / 4
    escreva("Média: ", media, "\n")
    se (media >= 7.0) {
      escreva("Aprovado\n")
    } senao se (media >= 5) {
      escreva("Recuperação\n")
    } senao {
      escreva("Reprovado\n")
    }
  }
}
