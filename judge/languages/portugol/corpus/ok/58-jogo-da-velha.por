programa {
  caracter tabuleiro[3][3]

  funcao limpar() {
    para (inteiro i = 0; i < 3; i++) {
      para (inteiro j = 0; j < 3; j++) {
        tabuleiro[i][j] = '.'
      }
    }
  }

  funcao logico venceu(caracter p) {
    para (inteiro i = 0; i < 3; i++) {
      se (tabuleiro[i][0] == p e tabuleiro[i][1] == p e tabuleiro[i][2] == p) {
        retorne verdadeiro
      }
      se (tabuleiro[0][i] == p e tabuleiro[1][i] == p e tabuleiro[2][i] == p) {
        retorne verdadeiro
      }
    }
    retorne (tabuleiro[0][0] == p e tabuleiro[1][1] == p e tabuleiro[2][2] == p) ou (tabuleiro[0][2] == p e tabuleiro[1][1] == p e tabuleiro[2][0] == p)
  }

  funcao inicio() {
    limpar()
    caracter jogador = 'X'
    inteiro linha, coluna, jogadas = 0
    logico fim = falso
    enquanto (nao fim) {
      leia(linha, coluna)
      tabuleiro[linha][coluna] = jogador
      jogadas++
      se (venceu(jogador)) {
        escreva(jogador, " venceu em ", jogadas, " jogadas\n")
        fim = verdadeiro
      } senao se (jogadas == 9) {
        escreva("empate\n")
        fim = verdadeiro
      }
      se (jogador == 'X') {
        jogador = 'O'
      } senao {
        jogador = 'X'
      }
    }
    para (inteiro i = 0; i < 3; i++) {
      para (inteiro j = 0; j < 3; j++) {
        escreva(tabuleiro[i][j])
      }
      escreva("\n")
    }
  }
}
