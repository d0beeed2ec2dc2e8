programa {
  funcao inicio() {
    inteiro linhas, colunas
    leia(linhas, colunas)
    inteiro m[2][2]
    escreva("lendo ", linhas, " linhas\n")
    para (inteiro i = 0; i < linhas; i++) {
      m[i][0] = i
    }
  }
}
