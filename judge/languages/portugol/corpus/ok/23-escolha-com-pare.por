programa {
  funcao inicio() {
    inteiro dia
    para (inteiro k = 0; k < 4; k++) {
      leia(dia)
      escolha (dia) {
        caso 1:
          escreva("Domingo\n")
          pare
        caso 2:
          escreva("Segunda-feira\n")
          pare
        caso 3:
          escreva("Terça-feira\n")
          pare
        caso 7:
          escreva("Sábado\n")
          pare
        caso contrario:
          escreva("Dia ", dia, " sem nome aqui\n")
      }
    }
  }
}
