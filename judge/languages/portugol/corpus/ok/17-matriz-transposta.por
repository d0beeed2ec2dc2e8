programa {
  funcao transpor(inteiro a[][], inteiro t[][], inteiro linhas, inteiro colunas) {
    para (inteiro i = 0; i < linhas; i++) {
      para (inteiro j = 0; j < colunas; j++) {
        t[j][i] = a[i][j]
      }
    }
  }

  funcao inicio() {
    inteiro a[2][3] = {{1, 2, 3}, {4, 5, 6}}
    inteiro t[3][2]
    transpor(a, t, 2, 3)
    para (inteiro i = 0; i < 3; i++) {
      para (inteiro j = 0; j < 2; j++) {
        escreva(t[i][j], "\t")
      }
      escreva("\n")
    }
  }
}
