programa {
  funcao inicio() {
    inteiro linhas, colunas
    leia(linhas, colunas)
    inteiro m[linhas][colunas]
    para (inteiro i = 0; i < linhas; i++) {
      para (inteiro j = 0; j < colunas; j++) {
        leia(m[i][j])
      }
    }
    para (inteiro i = 0; i < linhas; i++) {
      inteiro somaLinha = 0
      para (inteiro j = 0; j < colunas; j++) {
        somaLinha += m[i][j]
      }
      escreva("Linha ", i, ": ", somaLinha, "\n")
    }
    para (inteiro j = 0; j < colunas; j++) {
      inteiro somaColuna = 0
      para (inteiro i = 0; i < linhas; i++) {
        somaColuna += m[i][j]
      }
      escreva("Coluna ", j, ": ", somaColuna, "\n")
    }
  }
}
