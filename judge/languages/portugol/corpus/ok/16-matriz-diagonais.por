programa {
  funcao inicio() {
    inteiro m[4][4] = {{1, 2, 3, 4}, {5, 6, 7, 8}, {9, 10, 11, 12}, {13, 14, 15, 16}}
    inteiro principal = 0, secundaria = 0
    para (inteiro i = 0; i < 4; i++) {
      principal += m[i][i]
      secundaria += m[i][3 - i]
    }
    escreva("Diagonal principal: ", principal, "\n")
    escreva("Diagonal secundária: ", secundaria, "\n")
  }
}
