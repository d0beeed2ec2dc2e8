programa {
  funcao inicio() {
    inteiro nivel
    para (inteiro k = 0; k < 3; k++) {
      leia(nivel)
      escreva("Nível ", nivel, ":")
      escolha (nivel) {
        caso 3:
          escreva(" ouro")
        caso 2:
          escreva(" prata")
        caso 1:
          escreva(" bronze")
          pare
        caso contrario:
          escreva(" nenhum")
      }
      escreva("\n")
    }
  }
}
